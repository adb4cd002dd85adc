import type { AdminGroup } from '@atelier/contracts/catalogue';
import { Checkbox } from '../../ui/Field';
import { ChoiceList } from './ChoiceList';
import { toggleId } from './menuTree';

/** A tick per group; `prefix` names a sub group's main group ("Rings / Solitaire"). */
export function GroupChecklist({
  legend,
  groups,
  chosen,
  onChange,
  prefix,
}: {
  legend: string;
  groups: readonly AdminGroup[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  prefix?: (group: AdminGroup) => string;
}) {
  return (
    <ChoiceList legend={legend}>
      {groups.map((group) => (
        <Checkbox
          key={group._id}
          label={prefix ? `${prefix(group)} / ${group.name}` : group.name}
          checked={chosen.includes(group._id)}
          onChange={(event) => onChange(toggleId(chosen, group._id, event.target.checked))}
        />
      ))}
    </ChoiceList>
  );
}
