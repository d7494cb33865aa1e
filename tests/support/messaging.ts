import type { FastifyInstance } from 'fastify';
import { call } from './api-client';

export const SMS_SECRET = 'sms-shared-secret-for-tests';

/** Points the demo tenant's mail server and SMS webhook at the given addresses, both on. */
export async function connectMessaging(
  app: FastifyInstance,
  token: string,
  to: { smtpPort: number; smsUrl: string },
): Promise<void> {
  const email = await call(app, 'PUT', '/api/messaging/email', {
    token,
    body: {
      host: '127.0.0.1',
      port: to.smtpPort,
      tlsMode: 'NONE',
      fromAddress: 'alerts@kobo.example.ng',
      fromName: 'Kobo Bank',
      enabled: true,
    },
  });
  const sms = await call(app, 'PUT', '/api/messaging/sms', {
    token,
    body: {
      url: `${to.smsUrl}/sms`,
      method: 'POST',
      headers: [{ name: 'X-Api-Key', value: 'key-1' }],
      bodyTemplate: '{"to":"{{to}}","from":"{{senderId}}","text":"{{text}}"}',
      sharedSecret: SMS_SECRET,
      senderId: 'KoboBank',
      enabled: true,
    },
  });
  if (email.status !== 200 || sms.status !== 200) {
    throw new Error(`Messaging not saved: ${JSON.stringify([email.body, sms.body])}`);
  }
}
