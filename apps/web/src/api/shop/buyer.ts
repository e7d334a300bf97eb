import type {
  LoginRequest,
  RegisterCustomerRequest,
  RegisterRequest,
} from '@academy/contracts/entities/auth';
import { callOperation } from '../operations/call-operation.ts';

/**
 * The sign-in calls of the shop's product page (spec §2, §7): each names the product being bought, and the
 * answer's `purchase_product_uuid` brings the buyer back to it (spec §4).
 */
export const buyerApi = {
  async login(payload: LoginRequest & { purchase_product_uuid: string }) {
    const data = await callOperation(
      'auth.login',
      { body: payload },
      { passUnauthorized: true, quiet: true },
    );
    return data.item;
  },
  async register(payload: RegisterRequest & { purchase_product_uuid: string }) {
    const data = await callOperation('auth.register', { body: payload }, { quiet: true });
    return data.item;
  },
  async registerCustomer(payload: RegisterCustomerRequest) {
    const data = await callOperation('auth.registerCustomer', { body: payload }, { quiet: true });
    return data.item;
  },
};
