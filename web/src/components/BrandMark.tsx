import { Center, HStack, Icon, Text } from '@chakra-ui/react';
import { LuIceCreamCone } from 'react-icons/lu';
import { PRODUCT_NAME } from '../app/config';

interface BrandMarkProps {
  size?: 'sm' | 'md' | 'lg';
  /** Text colour of the product name (e.g. white on the dark footer). */
  color?: string;
  /** Hide the product name (icon only). */
  iconOnly?: boolean;
}

const SIZES = { sm: { box: '7', icon: '4', text: 'lg' }, md: { box: '8', icon: '4.5', text: 'xl' }, lg: { box: '14', icon: '8', text: '3xl' } };

/** The product logo: a gelato cone badge and the name "Gelatiere". */
export function BrandMark({ size = 'md', color = 'brand.fg', iconOnly = false }: BrandMarkProps) {
  const s = SIZES[size];
  return (
    <HStack gap="2" flexShrink={0}>
      <Center boxSize={s.box} borderRadius="full" bgGradient="to-br" gradientFrom="brand.400" gradientTo="brand.600" color="white" aria-hidden>
        <Icon as={LuIceCreamCone} boxSize={s.icon} />
      </Center>
      {!iconOnly && (
        <Text fontFamily="heading" fontWeight="extrabold" fontSize={s.text} color={color} letterSpacing="tight">
          {PRODUCT_NAME}
        </Text>
      )}
    </HStack>
  );
}
