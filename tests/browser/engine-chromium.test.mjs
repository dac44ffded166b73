// The cross-engine flows (flows.mjs) in Debian's Chromium.
import { defineFlows } from './flows.mjs';

defineFlows('chromium');
