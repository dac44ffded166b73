// The cross-engine flows (flows.mjs, and the embed kit's in kit-flows.mjs) in Debian's Chromium.
import { defineFlows } from './flows.mjs';
import { defineKitFlows } from './kit-flows.mjs';

defineFlows('chromium');
defineKitFlows('chromium');
