import { lineValues, toLineBody } from './lineForm';

describe('line form', () => {
  it('fills every language field, empty where there is no translation', () => {
    expect(lineValues('Free delivery', { sv: 'Fri frakt' }, true)).toEqual({
      text: 'Free delivery',
      text_de: '',
      text_es: '',
      text_fr: '',
      text_no: '',
      text_sv: 'Fri frakt',
      visible: true,
    });
  });

  it('sends trimmed texts and leaves empty translations out', () => {
    const values = { ...lineValues(' Free delivery ', {}, false), text_sv: ' Fri frakt ', text_de: '  ' };
    expect(toLineBody(values)).toEqual({ text: 'Free delivery', texts: { sv: 'Fri frakt' }, visible: false });
  });
});
