'use strict';
// Closes what a test file opened (NATS connections, event taps) after it.
const { closeTestResources } = require('../src/resources');

afterAll(() => closeTestResources());
