/** The product's name: the one place it lives (page titles, the logo's accessible name, legal pages). */
export const PRODUCT_NAME = 'Kinetic';
