require('@testing-library/jest-dom');

// jsdom lacks the encoders React Router reads at import time; Node has them.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// jsdom lacks crypto.subtle, which the bot check's solver (altcha-lib) hashes with; Node has it.
const { webcrypto } = require('node:crypto');
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
