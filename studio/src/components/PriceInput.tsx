/**
 * Number input for paise that shows, under the field, the price exactly as the site prints it
 * (src/shared/vocabulary/money.ts is the one formatter; it has no imports, so it adds nothing else here).
 */
import { Stack, Text } from '@sanity/ui';
import type { NumberInputProps } from 'sanity';
import { formatPrice } from '../../../src/shared/vocabulary/money';

export function PriceInput(props: NumberInputProps) {
  const value = props.value;
  return (
    <Stack gap={2}>
      {props.renderDefault(props)}
      <Text size={1} muted>
        {typeof value === 'number'
          ? `Shown on the site as ${formatPrice(value)}`
          : 'Shown on the site as "Price on request"'}
      </Text>
    </Stack>
  );
}
