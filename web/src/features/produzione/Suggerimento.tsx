import { Button, Flex, Text, type TextProps } from '@chakra-ui/react';
import { LuCircleAlert, LuWandSparkles } from 'react-icons/lu';
import { MSG_SUGGERIMENTO, testoArrotondamento, testoSuggerito } from './suggerimento';
import type { RegistrazioneProduzione } from './use-registrazione-produzione';

/** "Suggerito: x kg" under a flavour's name; nothing when the flavour has no suggestion. */
export function Suggerito({ r, gustoId, ...props }: { r: RegistrazioneProduzione; gustoId: number } & TextProps) {
  const kg = r.suggerimento.kgDi(gustoId);
  if (kg === null) return null;
  return (
    <Text data-testid={`suggerito-${gustoId}`} fontSize="sm" color="fg.muted" lineHeight="short" whiteSpace="nowrap" {...props}>
      {testoSuggerito(kg)}
    </Text>
  );
}

/**
 * The fill button ("Compila dai suggeriti") with how it rounds, or the state of the suggestion:
 * loading, none for this day, not available (offline, server error): the screen records anyway.
 */
export function BarraSuggeriti({ r, touch = false }: { r: RegistrazioneProduzione; touch?: boolean }) {
  const { stato, valori, passo } = r.suggerimento;
  if (stato === 'assente') return null;
  const nota = (testo: string, icona = false) => (
    <Text fontSize={touch ? 'md' : 'sm'} color="fg.muted" display="flex" alignItems="center" gap="2" data-testid="suggeriti-stato">
      {icona && <LuCircleAlert aria-hidden />}
      {testo}
    </Text>
  );
  if (stato === 'caricamento') return nota(MSG_SUGGERIMENTO.caricamento);
  if (stato === 'errore') return nota(MSG_SUGGERIMENTO.nonDisponibili, true);
  if (valori.length === 0) return nota(MSG_SUGGERIMENTO.nessuno);
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Button
        variant="outline"
        colorPalette="brand"
        size={touch ? 'xl' : 'md'}
        minH={touch ? '14' : '11'}
        flex={{ base: '1 1 100%', sm: '0 0 auto' }}
        data-testid="compila-suggeriti"
        onClick={r.compilaDaSuggeriti}
      >
        <LuWandSparkles aria-hidden />
        {MSG_SUGGERIMENTO.compila}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {testoArrotondamento(passo)}
      </Text>
    </Flex>
  );
}
