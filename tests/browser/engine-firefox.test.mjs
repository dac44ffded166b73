// The cross-engine flows (flows.mjs, and the embed kit's in kit-flows.mjs) in Firefox ESR, over WebDriver BiDi.
import { defineFlows } from './flows.mjs';
import { defineKitFlows } from './kit-flows.mjs';

defineFlows('firefox');
defineKitFlows('firefox');
