import { feedbackBody, feedbackReply } from '../../../shared/contracts/feedback';
import { registerFormRateLimit } from '../../plugins/rate-limit';
import type { App, AppDeps } from '../../types';
import * as service from './feedback.service';

/** Routes of the feedback module: the Feedback page's form. */
export async function feedbackRoutes(app: App, { db, config, now }: AppDeps): Promise<void> {
  await app.register(async (scope: App) => {
    // Each message sends a mail: limit how many one client IP can send.
    await registerFormRateLimit(scope, {
      db,
      now,
      name: 'feedback',
      max: config.FEEDBACK_RATE_LIMIT,
      windowMs: 60 * 60_000,
    });
    scope.post(
      '/api/feedback',
      { schema: { body: feedbackBody, response: { 201: feedbackReply } } },
      async (req, reply) => {
        const { ref, message } = await service.submitFeedback(db, req.body, {
          to: config.FEEDBACK_EMAIL,
          corpShortName: config.CORP_SHORT_NAME,
          publicUrl: config.publicUrl,
          now: now(),
        });
        return reply.status(201).send({ success: true as const, message, data: { ref } });
      },
    );
  });
}
