export * from './hotels';
export * from './accounts';
export * from './notify';
export * from './bookings';
export * from './content';
export * from './feedback';
