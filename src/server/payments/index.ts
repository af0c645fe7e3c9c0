import type { Config } from '../config';
import type { PaymentGateway } from './gateway';
import { RazorpayGateway } from './razorpay';
import { SandboxGateway } from './sandbox';

export type { GatewayName, GatewayOrder, GatewayRefund, PaymentGateway } from './gateway';
export { SandboxGateway } from './sandbox';

const cache = new WeakMap<Config, PaymentGateway>();

/** The gateway chosen by PAYMENT_GATEWAY (one instance per configuration). */
export function getGateway(deps: { config: Config }): PaymentGateway {
  const { config } = deps;
  let g = cache.get(config);
  if (!g) {
    g =
      config.PAYMENT_GATEWAY === 'razorpay'
        ? new RazorpayGateway({
            keyId: config.RAZORPAY_KEY_ID ?? '',
            keySecret: config.RAZORPAY_KEY_SECRET ?? '',
            webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
            apiUrl: config.RAZORPAY_API_URL,
          })
        : new SandboxGateway(config.appSecret);
    cache.set(config, g);
  }
  return g;
}

/** The sandbox gateway, or null when another gateway is configured. */
export function getSandbox(deps: { config: Config }): SandboxGateway | null {
  const g = getGateway(deps);
  return g instanceof SandboxGateway ? g : null;
}
