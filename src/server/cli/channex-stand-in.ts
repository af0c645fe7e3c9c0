// The local stand-in of the channel manager (ADR 260) on its own port, for `npm run dev` with
// CHANNEL_MANAGER=channex. Add an OTA booking: POST /stand-in/revisions; see what arrived:
// GET /stand-in/received.
import { startChannexStandIn } from '../modules/channels/stand-in';

const port = Number(process.env.CHANNEX_STAND_IN_PORT ?? 4010);
const s = await startChannexStandIn({ port });
console.log(`channel manager stand-in at ${s.url} (user-api-key: ${s.apiKey})`);
