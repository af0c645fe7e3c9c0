export * from './hotels';
export * from './accounts';
export * from './notify';
export * from './bookings';
export * from './content';
export * from './credit-notes';
export * from './staff';
export * from './content-admin';
