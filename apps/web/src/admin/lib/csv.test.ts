// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { neutraliseCell, toCsv } from './csv';

describe('client-side CSV', () => {
  it('starts with a BOM, quotes what needs it and ends rows with CRLF', () => {
    expect(
      toCsv([
        ['Name', 'Amount'],
        ['Everest, "Base" Camp', 1200.5],
        ['हिमालय', null],
      ]),
    ).toBe('\uFEFFName,Amount\r\n"Everest, ""Base"" Camp",1200.5\r\nहिमालय,\r\n');
  });

  it('turns text a spreadsheet would run into plain text, but keeps numbers', () => {
    for (const formula of ['=SUM(A1)', '+1', '-2+3', '@cmd', '\t=1', '\r=1'])
      expect(neutraliseCell(formula)).toBe(`'${formula}`);
    expect(neutraliseCell(-250)).toBe('-250');
    expect(neutraliseCell(Number.NaN)).toBe('');
    expect(neutraliseCell('Annapurna')).toBe('Annapurna');
    expect(toCsv([['=HYPERLINK("x")']])).toBe('\uFEFF"\'=HYPERLINK(""x"")"\r\n');
  });
});
