import { Badge, Box, Button, Container, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { PLANS, type Plan } from './content';
import { SectionHeading } from './SectionHeading';

function PlanCard({ plan, onChoose }: { plan: Plan; onChoose: () => void }) {
  const highlighted = plan.highlighted ?? false;
  return (
    <Stack
      data-testid={`plan-${plan.id}`}
      position="relative"
      gap="6"
      bg={highlighted ? 'cioccolato.900' : 'white'}
      color={highlighted ? 'white' : 'cioccolato.900'}
      borderRadius="2xl"
      borderWidth={highlighted ? '0' : '1px'}
      borderColor="crema.300"
      boxShadow={highlighted ? '0 25px 50px -12px rgba(47, 29, 21, 0.45)' : 'sm'}
      p="8"
      transform={{ lg: highlighted ? 'scale(1.04)' : undefined }}
    >
      {highlighted && (
        <Badge position="absolute" top="-3" left="50%" transform="translateX(-50%)" colorPalette="brand" variant="solid" borderRadius="full" px="3" size="md">
          Il più scelto
        </Badge>
      )}
      <Stack gap="2">
        <Heading as="h3" size="lg">
          {plan.name}
        </Heading>
        <Text fontSize="sm" color={highlighted ? 'whiteAlpha.800' : 'fg.muted'} minH={{ md: '10' }}>
          {plan.tagline}
        </Text>
      </Stack>
      <HStack align="baseline" gap="1">
        <Text fontSize="5xl" fontWeight="extrabold" lineHeight="1" data-testid={`plan-${plan.id}-price`}>
          {plan.price} €
        </Text>
        <Text color={highlighted ? 'whiteAlpha.800' : 'fg.muted'}>/mese</Text>
      </HStack>
      <List.Root gap="3" variant="plain" flex="1">
        {plan.items.map((item) => (
          <List.Item key={item} alignItems="flex-start">
            <List.Indicator asChild color={highlighted ? 'pistacchio.300' : 'pistacchio.500'} mt="0.5">
              <LuCheck />
            </List.Indicator>
            {item}
          </List.Item>
        ))}
      </List.Root>
      <Button
        size="lg"
        colorPalette="brand"
        variant={highlighted ? 'solid' : 'outline'}
        onClick={onChoose}
        data-testid={`plan-${plan.id}-button`}
      >
        {plan.cta}
      </Button>
    </Stack>
  );
}

export function Pricing({ onChoose }: { onChoose: () => void }) {
  return (
    <Box as="section" id="pricing" aria-labelledby="pricing-title" py={{ base: '16', md: '24' }} scrollMarginTop="16">
      <Container maxW="6xl">
        <SectionHeading
          id="pricing-title"
          eyebrow="Prezzi"
          title="Un piano per ogni gelateria"
          text="Prezzi mensili chiari, IVA esclusa. Cambia piano quando vuoi."
        />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '8', md: '6' }} alignItems="stretch">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} onChoose={onChoose} />
          ))}
        </SimpleGrid>
        <Box as="p" mt="10" textAlign="center" color="fg.muted" fontSize="sm">
          Tutti i piani includono aggiornamenti, backup giornalieri e dati ospitati in Europa.
        </Box>
      </Container>
    </Box>
  );
}
