import { describe, expect, it } from 'vitest';
import { letturaFormSchema } from './lettura-form';
import { MSG_HACCP } from './registro-haccp';

const freezer = { temperaturaMin: -25, temperaturaMax: -18 };
const errori = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('letturaFormSchema', () => {
  it("refuses a temperature that is not a number between -60 and 150 with the API's message", () => {
    const schema = letturaFormSchema(freezer, () => true);
    for (const temperatura of ['', 'meno venti', '-61', '151']) {
      expect(errori(schema.safeParse({ temperatura, azioneCorrettiva: '' }))).toEqual({ temperatura: MSG_HACCP.temperatura });
    }
    expect(MSG_HACCP.temperatura).toBe('La temperatura deve essere un numero tra -60 e 150 °C');
  });

  it('asks for the corrective action out of limits only offline (online the server says it)', () => {
    expect(errori(letturaFormSchema(freezer, () => false).safeParse({ temperatura: '-5', azioneCorrettiva: ' ' }))).toEqual({ azioneCorrettiva: MSG_HACCP.azioneObbligatoria });
    expect(letturaFormSchema(freezer, () => true).parse({ temperatura: '-5', azioneCorrettiva: ' ' })).toEqual({ temperatura: -5, azioneCorrettiva: null });
    expect(letturaFormSchema(freezer, () => false).parse({ temperatura: '-20,46', azioneCorrettiva: '' })).toEqual({ temperatura: -20.5, azioneCorrettiva: null });
  });
});
