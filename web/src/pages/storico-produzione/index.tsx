import { Badge, Box, Card, Flex, HStack, IconButton, NativeSelect, SimpleGrid, Stack, Text, VisuallyHidden, Wrap, useMediaQuery } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuMail, LuPencil, LuTrash2 } from 'react-icons/lu';
import { useCurrentUser } from '../../app/auth-context';
import { PAGES } from '../../app/navigation';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column } from '../../components/DataTable';
import type { SortState } from '../../components/table-state';
import { EmptyState } from '../../components/EmptyState';
import { ConNuovo, evidenzaCreato, useScorriAlCreato } from '../../components/evidenza';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { formatDate, formatDateTime, formatEuro, formatKg, formatNumber } from '../../lib/format';
import { leggiProduzioneRegistrata, useProduzioneRegistrata } from '../../features/produzione/produzione-registrata';
import { FiltriStorico } from './FiltriStorico';
import { ModificaProduzioneDialog } from './ModificaProduzioneDialog';
import { MSG_STORICO, PAGE_SIZES, costoTotaleProduzione, filtriAttivi } from './storico-state';
import { useStorico, type ProduzioneStorico } from './use-storico';

export const TABLE_MIN_WIDTH_QUERY = '(min-width: 1280px)';

/** Newest recorded first: where a production just recorded is. */
const ORDINE_REGISTRAZIONE: SortState = { key: 'createdAt', direction: 'desc' };

function GustiChips({ p }: { p: ProduzioneStorico }) {
  return (
    <Wrap gap="1">
      {p.gusti.map((g) => (
        <Badge key={g.gustoId} variant="outline" size="sm" gap="1" borderRadius="full" whiteSpace="nowrap" title={g.gustoCategoria ?? undefined}>
          <Box as="span" boxSize="2.5" flexShrink={0} borderRadius="full" bg={g.gustoColore} borderWidth="1px" borderColor="blackAlpha.300" />
          {g.gustoNome} {formatNumber(g.quantitaKg, 3)} kg
        </Badge>
      ))}
    </Wrap>
  );
}

/**
 * The table row's second line, across the whole width: the flavours as chips on one line (up to
 * about six), then the note.
 */
function GustiENote({ p }: { p: ProduzioneStorico }) {
  return (
    <Flex gap="1" columnGap="3" wrap="wrap" align="center" data-testid="gusti-e-note">
      <VisuallyHidden>Gusti e note:</VisuallyHidden>
      <GustiChips p={p} />
      {p.note && (
        <Text fontSize="xs" color="fg.muted" fontStyle="italic" lineClamp={1} title={p.note} minW="0" flex="1 1 12rem">
          {p.note}
        </Text>
      )}
    </Flex>
  );
}

const ORDINAMENTI: { key: string; label: string; soloCosti?: boolean }[] = [
  { key: 'data', label: 'Data' },
  { key: 'puntoVendita', label: 'Punto vendita' },
  { key: 'operatore', label: 'Operatore' },
  { key: 'kgTotale', label: 'Kg totale' },
  { key: 'costo', label: 'Costo totale', soloCosti: true },
  { key: 'createdAt', label: 'Data di registrazione' },
];

/** Sorting without table headers (cards on tablets and phones). */
function OrdinamentoSchede({ sort, onChange, conCosto }: { sort: SortState; onChange: (s: SortState) => void; conCosto: boolean }) {
  return (
    <HStack gap="2">
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field aria-label="Ordina per" bg="bg" value={sort.key} onChange={(e) => onChange({ key: e.currentTarget.value, direction: sort.direction })}>
          {ORDINAMENTI.filter((o) => conCosto || !o.soloCosti).map((o) => (
            <option key={o.key} value={o.key}>
              Ordina per {o.label.toLocaleLowerCase('it')}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={sort.direction === 'asc' ? 'Ordine crescente' : 'Ordine decrescente'}
        onClick={() => onChange({ key: sort.key, direction: sort.direction === 'asc' ? 'desc' : 'asc' })}
      >
        {sort.direction === 'asc' ? <LuArrowUp /> : <LuArrowDown />}
      </IconButton>
    </HStack>
  );
}

function StatoEmail({ inviata }: { inviata: boolean }) {
  return inviata ? (
    <Badge colorPalette="green" variant="subtle">
      Inviata
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="subtle">
      Non inviata
    </Badge>
  );
}

/** Storico Produzione: server-side filters, sorting and pagination; edit/delete/costs for admin and manager. */
export default function StoricoProduzionePage() {
  const me = useCurrentUser();
  const gestione = me.ruolo === 'admin' || me.ruolo === 'manager';
  // The table needs a desktop width; narrower screens (tablet, phone) get one card per record.
  const [tabella] = useMediaQuery([TABLE_MIN_WIDTH_QUERY], { ssr: false });
  // the production just recorded (a production screen, or the offline queue): shown first (newest
  // recorded on top) and highlighted, issue 34 item 25
  const [ultimaRegistrata] = useState(() => leggiProduzioneRegistrata(me.id));
  const s = useStorico(gestione, ultimaRegistrata !== null ? ORDINE_REGISTRAZIONE : undefined);
  const creatoId = useProduzioneRegistrata(me.id, s.ricarica);
  useScorriAlCreato(s.righe.some((p) => p.id === creatoId) ? creatoId : null);
  const [daEliminare, setDaEliminare] = useState<ProduzioneStorico | null>(null);
  const [inModifica, setInModifica] = useState<ProduzioneStorico | null>(null);
  const [erroreModifica, setErroreModifica] = useState<string | null>(null);

  const azioni = (p: ProduzioneStorico): ReactNode => (
    <HStack gap="0" justify="flex-end">
      {(gestione || !p.inviatoEmail) && (
        <IconButton
          size="xs"
          variant="ghost"
          colorPalette="blue"
          aria-label="Invia email"
          title="Invia email"
          loading={s.invioInCorso === p.id}
          onClick={() => void s.inviaEmailProduzione(p)}
        >
          <LuMail />
        </IconButton>
      )}
      {gestione && (
        <>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label="Modifica"
            title="Modifica"
            onClick={() => {
              setErroreModifica(null);
              setInModifica(p);
            }}
          >
            <LuPencil />
          </IconButton>
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label="Elimina" title="Elimina" onClick={() => setDaEliminare(p)}>
            <LuTrash2 />
          </IconButton>
        </>
      )}
    </HStack>
  );

  const columns: Column<ProduzioneStorico>[] = [
    {
      key: 'data',
      header: 'Data',
      sortable: true,
      render: (p) => (
        <ConNuovo attivo={p.id === creatoId}>
          <Text whiteSpace="nowrap">{formatDate(p.data)}</Text>
        </ConNuovo>
      ),
    },
    { key: 'puntoVendita', header: 'Punto Vendita', sortable: true, render: (p) => p.puntoVenditaNome },
    { key: 'operatore', header: 'Operatore', sortable: true, render: (p) => p.operatoreNome ?? '-' },
    { key: 'kgTotale', header: 'Kg Totale', sortable: true, align: 'end', render: (p) => <Text whiteSpace="nowrap" fontWeight="semibold">{formatKg(p.kgTotale, 2)}</Text> },
    ...(gestione
      ? [{ key: 'costo', header: 'Costo Totale', sortable: true, align: 'end' as const, render: (p: ProduzioneStorico) => <Text whiteSpace="nowrap">{formatEuro(costoTotaleProduzione(p))}</Text> }]
      : []),
    { key: 'createdAt', header: 'Registrata', sortable: true, render: (p) => <Text fontSize="xs" whiteSpace="nowrap">{formatDateTime(p.createdAt)}</Text> },
    { key: 'email', header: 'Email', render: (p) => <StatoEmail inviata={p.inviatoEmail} /> },
    { key: 'azioni', header: 'Azioni', align: 'end', render: azioni },
  ];

  const lista = !tabella ? (
    <Stack gap="3">
      <OrdinamentoSchede sort={s.sort} onChange={s.setSort} conCosto={gestione} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {s.righe.map((p) => (
          <Card.Root key={p.id} data-testid="produzione-card" size="sm" {...evidenzaCreato(p.id === creatoId)}>
            <Card.Body gap="2">
              <Flex justify="space-between" align="flex-start" gap="2">
                <Box minW="0">
                  <ConNuovo attivo={p.id === creatoId}>
                    <Text fontWeight="bold">{formatDate(p.data)}</Text>
                  </ConNuovo>
                  <Text fontSize="sm" color="fg.muted">
                    {p.puntoVenditaNome}
                    {p.operatoreNome ? ` · ${p.operatoreNome}` : ''}
                  </Text>
                </Box>
                <StatoEmail inviata={p.inviatoEmail} />
              </Flex>
              <GustiChips p={p} />
              <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                <HStack gap="3">
                  <Text fontWeight="semibold">{formatKg(p.kgTotale, 2)}</Text>
                  {gestione && <Text color="fg.muted">{formatEuro(costoTotaleProduzione(p))}</Text>}
                </HStack>
                {azioni(p)}
              </Flex>
              {p.note && (
                <Text fontSize="sm" color="fg.muted" fontStyle="italic">
                  {p.note}
                </Text>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  ) : (
    <DataTable caption="Storico produzione" columns={columns} rows={s.righe} rowKey={(p) => p.id} sort={s.sort} onSortChange={s.setSort} creato={(p) => p.id === creatoId} renderSubRow={(p) => <GustiENote p={p} />} />
  );

  const from = s.totale === 0 ? 0 : (s.page - 1) * s.pageSize + 1;
  const to = Math.min(s.page * s.pageSize, s.totale);

  return (
    <Box>
      <PageHeader title={PAGES['storico-produzione'].label} description="Le produzioni registrate, con filtri e ordinamento." />
      <FiltriStorico filtri={s.filtri} opzioni={s.opzioni} conOperatore={gestione} attivi={filtriAttivi(s.filtri)} onChange={s.setFiltri} onReset={s.resetFiltri} />
      {s.loading ? (
        <LoadingState />
      ) : s.error ? (
        <ErrorState message={s.error} onRetry={s.ricarica} />
      ) : s.righe.length === 0 ? (
        <EmptyState title={MSG_STORICO.vuoto} />
      ) : (
        <>
          {lista}
          <Pagination
            page={s.page}
            pageSize={s.pageSize}
            totalItems={s.totale}
            onPageChange={s.setPage}
            pageSizes={PAGE_SIZES}
            onPageSizeChange={s.setPageSize}
            summary={`Mostrando ${formatNumber(from)}-${formatNumber(to)} di ${formatNumber(s.totale)} record`}
          />
        </>
      )}
      <ConfirmDialog
        open={daEliminare !== null}
        message={daEliminare ? MSG_STORICO.conferma(daEliminare) : ''}
        confirmLabel="Elimina"
        destructive
        loading={s.eliminazione}
        onCancel={() => setDaEliminare(null)}
        onConfirm={() => {
          const p = daEliminare;
          if (!p) return;
          void s.eliminaProduzione(p).finally(() => setDaEliminare(null));
        }}
      />
      {inModifica && (
        <ModificaProduzioneDialog
          produzione={inModifica}
          gusti={s.opzioni?.gusti ?? []}
          mostraCosti={gestione}
          submitting={s.salvataggio}
          error={erroreModifica}
          onClose={() => setInModifica(null)}
          onSubmit={(values) => {
            void s.salvaModifica(inModifica, values).then((errore) => {
              if (errore) setErroreModifica(errore);
              else setInModifica(null);
            });
          }}
        />
      )}
    </Box>
  );
}
