import { Module } from '@nestjs/common';
import { ShopperRowsRepository } from './shopper-rows.repository';
import { ShoppersConsumer } from './shoppers.consumer';

/** The shopper read model: what exports need of shoppers, kept from svc-purchases' events. */
@Module({ providers: [ShoppersConsumer, ShopperRowsRepository] })
export class ShoppersModule {}
