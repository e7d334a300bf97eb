import { itemEnvelope } from '../common/envelope.ts';
import { defineOperation } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import { loginResponseItemSchema, registerCustomerRequestSchema } from '../entities/auth.ts';
import { authCustomerRoutes } from './auth-customer.routes.ts';

/**
 * POST /api/v1/auth/register-customer (spec §7 Auth): the shop's customer form — an account in no company,
 * behind the captcha, signed in at once; the answer names the product the customer came to buy.
 */
export const registerCustomer = defineOperation({
  ...routed(authCustomerRoutes, 'auth.registerCustomer'),
  summary: 'Register a shop customer (captcha); signs in and answers the product to buy',
  tags: ['auth'],
  body: registerCustomerRequestSchema,
  response: itemEnvelope(loginResponseItemSchema),
  status: 201,
  errors: [422, 429],
  guard: 'public',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const authCustomerOperations = [registerCustomer] as const;
