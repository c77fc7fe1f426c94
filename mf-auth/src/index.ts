// Async boundary for the standalone harness (development only): shared modules are negotiated first.
import('./standalone');
