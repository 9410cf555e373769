// Matchers such as toBeInTheDocument() come from jest.setup-dom.cjs at run time.
import '@testing-library/jest-dom';
