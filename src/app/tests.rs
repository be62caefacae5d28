//! App-level tests of the pipeline with the test-only table game.
