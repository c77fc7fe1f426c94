// Issue 8: categories and products of the signed-in approved merchant (spec section 7 "Categories", "Products").
// Registered under /api with no prefix of its own, so each route declares its full path below /api.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { categoryRoutes } from './categories';
import { productRoutes } from './products';

export async function menuRoutes(app: FastifyInstance, options: { ctx: AppContext }): Promise<void> {
  await categoryRoutes(app, options);
  await productRoutes(app, options);
}
