import { disclosedLine } from './invoice-line-text';

describe('disclosedLine', () => {
  it('puts the disclosure after the design name, whatever the quality is called', () => {
    expect(disclosedLine('Solitaire — 9K Yellow Gold, Lab Grown EF-VS, 0.5 ct', true, 'sv')).toBe(
      'Solitaire (Labbodlad) — 9K Yellow Gold, Lab Grown EF-VS, 0.5 ct',
    );
    expect(disclosedLine('Solitaire', true, 'en')).toBe('Solitaire (Lab grown)');
  });

  it('leaves natural lines as written', () => {
    expect(disclosedLine('Solitaire — 9K Yellow Gold, GH-SI', false, 'en')).toBe(
      'Solitaire — 9K Yellow Gold, GH-SI',
    );
  });
});
