// The cross-engine flows (flows.mjs, and the embed kit's in kit-flows.mjs) in WebKitGTK's MiniBrowser, through WebKitWebDriver under Xvfb.
import { defineFlows } from './flows.mjs';
import { defineKitFlows } from './kit-flows.mjs';

defineFlows('webkit');
defineKitFlows('webkit');
