import type { Config } from '../config';
import type { PaymentGateway } from './gateway';
import { RazorpayGateway } from './razorpay';
import { SandboxGateway } from './sandbox';

export type {
  GatewayName,
  GatewayOrder,
  GatewayRefund,
  ListedRefund,
  PaymentGateway,
  SettledPayment,
} from './gateway';
export { SandboxGateway } from './sandbox';

/**
 * The gateway chosen by PAYMENT_GATEWAY. main.ts (and the test app) make it once and pass it in
 * AppDeps; nothing looks it up later (ADR 060).
 */
export function createGateway(config: Config, now?: () => Date): PaymentGateway {
  return config.PAYMENT_GATEWAY === 'razorpay'
    ? new RazorpayGateway({
        keyId: config.RAZORPAY_KEY_ID ?? '',
        keySecret: config.RAZORPAY_KEY_SECRET ?? '',
        webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
        apiUrl: config.RAZORPAY_API_URL,
      })
    : new SandboxGateway(config.appSecret, now);
}

/** The app's gateway when it is the sandbox, else null. */
export function getSandbox(deps: { gateway: PaymentGateway }): SandboxGateway | null {
  return deps.gateway instanceof SandboxGateway ? deps.gateway : null;
}
