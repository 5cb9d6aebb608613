/** POST /api/dev/flight-change: the demo's simulated flight change (src/server/flights/demo-flight-route.ts). */
import { demoFlightRoute } from '@/src/server/flights/demo-flight-route';

// A change is a few fields.
export const config = { api: { bodyParser: { sizeLimit: '2kb' } } };

export default demoFlightRoute();
