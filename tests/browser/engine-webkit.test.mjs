// The cross-engine flows (flows.mjs) in WebKitGTK's MiniBrowser, through WebKitWebDriver under Xvfb.
import { defineFlows } from './flows.mjs';

defineFlows('webkit');
