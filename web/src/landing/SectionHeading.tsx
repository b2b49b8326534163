import { Heading, Stack, Text } from '@chakra-ui/react';

export function SectionHeading({ id, eyebrow, title, text }: { id: string; eyebrow: string; title: string; text: string }) {
  return (
    <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '10', md: '14' }}>
      <Text fontSize="sm" fontWeight="bold" letterSpacing="widest" textTransform="uppercase" color="brand.solid">
        {eyebrow}
      </Text>
      <Heading id={id} as="h2" fontSize={{ base: '3xl', md: '4xl' }} color="cioccolato.900" letterSpacing="tight">
        {title}
      </Heading>
      <Text fontSize="lg" color="cioccolato.700">
        {text}
      </Text>
    </Stack>
  );
}
