import { Badge, Button, Card, Field, HStack, Input, NativeSelect, SimpleGrid, useMediaQuery } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { LuChevronDown, LuChevronUp, LuListFilter, LuRotateCcw } from 'react-icons/lu';
import type { StoricoDatiFiltriQuery } from '../../gql/graphql';
import { numeroFiltriAttivi, type FiltriStorico as Filtri } from './storico-state';
import { MSG_PERIODO_INVERTITO, periodoInvertito } from '../../lib/date-range';
import { SelectPuntoVendita } from '../../components/SelectPuntoVendita';

interface Props {
  filtri: Filtri;
  opzioni: StoricoDatiFiltriQuery | undefined;
  /** Operator filter: admin and manager. */
  conOperatore: boolean;
  attivi: boolean;
  onChange: (patch: Partial<Filtri>) => void;
  onReset: () => void;
}

function Select({ label, value, onChange, children }: { label: string; value: string; onChange: (v: string) => void; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field bg="bg" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

const byNome = (a: { nome: string }, b: { nome: string }) => a.nome.localeCompare(b.nome, 'it', { sensitivity: 'base' });

/**
 * Date range, sales point, flavour, operator (admin/manager), e-mail sent; reset. On phones the
 * fields fold behind a 'Filtri' button (with the number of filters set), so the first record is in
 * the first screen.
 */
export function FiltriStorico({ filtri, opzioni, conOperatore, attivi, onChange, onReset }: Props) {
  const [telefono] = useMediaQuery(['(max-width: 767px)'], { ssr: false });
  const [aperti, setAperti] = useState(false);
  const campiId = useId();
  const numero = numeroFiltriAttivi(filtri);
  const visibili = !telefono || aperti;
  return (
    <Card.Root mb="4" data-testid="filtri-storico">
      <Card.Body p={telefono ? '2' : '4'}>
        {telefono && (
          <Button
            variant="ghost"
            justifyContent="space-between"
            w="full"
            minH="11"
            aria-label={numero > 0 ? `Filtri (${numero} attivi)` : 'Filtri'}
            aria-expanded={aperti}
            aria-controls={campiId}
            onClick={() => setAperti((a) => !a)}
          >
            <HStack as="span" gap="2">
              <LuListFilter /> Filtri
              {numero > 0 && (
                <Badge colorPalette="brand" variant="solid" borderRadius="full">
                  {numero}
                </Badge>
              )}
            </HStack>
            {aperti ? <LuChevronUp /> : <LuChevronDown />}
          </Button>
        )}
        <SimpleGrid
          id={campiId}
          display={visibili ? 'grid' : 'none'}
          p={telefono ? '2' : '0'}
          columns={{ base: 1, sm: 2, lg: 4, '2xl': conOperatore ? 7 : 6 }}
          gap="3"
          alignItems="end"
        >
          <Field.Root>
            <Field.Label fontSize="sm">Dal</Field.Label>
            <Input size="sm" type="date" bg="bg" value={filtri.dataInizio} max={filtri.dataFine || undefined} onChange={(e) => onChange({ dataInizio: e.currentTarget.value })} />
          </Field.Root>
          <Field.Root invalid={periodoInvertito(filtri.dataInizio, filtri.dataFine)}>
            <Field.Label fontSize="sm">Al</Field.Label>
            <Input size="sm" type="date" bg="bg" value={filtri.dataFine} min={filtri.dataInizio || undefined} onChange={(e) => onChange({ dataFine: e.currentTarget.value })} />
            <Field.ErrorText>{MSG_PERIODO_INVERTITO}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label fontSize="sm">Punto vendita</Field.Label>
            <SelectPuntoVendita
              size="sm"
              bg="bg"
              punti={opzioni?.puntiVendita ?? []}
              perNome
              placeholder="Tutti"
              value={filtri.puntoVenditaId ? Number(filtri.puntoVenditaId) : null}
              onChange={(id) => onChange({ puntoVenditaId: id === null ? '' : String(id) })}
            />
          </Field.Root>
          <Select label="Gusto" value={filtri.gustoId} onChange={(v) => onChange({ gustoId: v })}>
            <option value="">Tutti</option>
            {[...(opzioni?.gusti ?? [])].sort(byNome).map((g) => (
              <option key={g.id} value={g.id}>
                {g.nome}
              </option>
            ))}
          </Select>
          {conOperatore && (
            <Select label="Operatore" value={filtri.operatoreId} onChange={(v) => onChange({ operatoreId: v })}>
              <option value="">Tutti</option>
              {[...(opzioni?.utenti ?? [])].sort(byNome).map((u) => (
                <option key={u.id} value={u.id}>
                  {u.nome}
                </option>
              ))}
            </Select>
          )}
          <Select label="Email inviata" value={filtri.inviatoEmail} onChange={(v) => onChange({ inviatoEmail: v === 'si' || v === 'no' ? v : '' })}>
            <option value="">Tutte</option>
            <option value="si">Sì</option>
            <option value="no">No</option>
          </Select>
          <Button size="sm" variant="outline" onClick={onReset} disabled={!attivi}>
            <LuRotateCcw /> Reimposta filtri
          </Button>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
