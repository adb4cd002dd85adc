import { AddDesignPage } from './AddDesignPage';
import { DesignListPage } from './DesignListPage';

/** The back-office design screens (issue 11), one chunk. */
export { ManageDesignPage } from './ManageDesignPage';
export { RetireDesignPage } from './RetireDesignPage';

export function ViewListScreen() {
  return <DesignListPage labGrown={false} />;
}

export function LabGrownViewListScreen() {
  return <DesignListPage labGrown />;
}

export function AddDesignScreen() {
  return <AddDesignPage labGrown={false} />;
}

export function LabGrownAddDesignScreen() {
  return <AddDesignPage labGrown />;
}
