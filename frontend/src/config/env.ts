// The only module that reads import.meta.env: Jest rewrites import.meta, so keeping it here keeps tests simple.
const DEFAULT_PRODUCT_NAME = 'Sui Fantasy League';

export const env = {
  productName: import.meta.env.VITE_PRODUCT_NAME?.trim() || DEFAULT_PRODUCT_NAME,
} as const;
