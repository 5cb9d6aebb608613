/** The whole database schema, one module per aggregate. */
export * from './companies';
export * from './services';
export * from './catalogs';
export * from './items';
export * from './coupons';
export * from './content';
export * from './users';
export * from './orders';
export * from './mail';
export * from './rate-limits';
export * from './payments';
export * from './business';
export * from './messaging';
export * from './flights';
export * from './business-extras';
