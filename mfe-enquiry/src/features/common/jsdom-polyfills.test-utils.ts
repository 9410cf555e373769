// react-router 7 needs TextEncoder, which jsdom does not provide. Import this first.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
