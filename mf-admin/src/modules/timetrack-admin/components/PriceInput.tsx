import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A price in CHF to the centime (the contracts' `price`: at least 0, two decimals). */
export function PriceInput(props: NumberInputProps) {
  return (
    <NumberInput
      withAsterisk
      min={0}
      decimalScale={2}
      allowNegative={false}
      thousandSeparator="'"
      {...props}
    />
  );
}
