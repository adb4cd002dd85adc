export { OrdersModule } from './orders.module';
export { OrdersSeeder } from './seed/orders.seeder';
