// The cross-engine flows (flows.mjs) in Firefox ESR, over WebDriver BiDi.
import { defineFlows } from './flows.mjs';

defineFlows('firefox');
