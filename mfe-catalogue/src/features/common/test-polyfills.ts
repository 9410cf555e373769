// react-router 7 needs TextEncoder, which jsdom does not provide. Tests import this first.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
