export const TYPES = {
  Gateway: Symbol.for('Gateway'),
  Logger: Symbol.for('Logger'),
};

/** The tag a gateway is chosen by when the order's region matters. */
export const REGION = 'region';
/** The tag that sends a class's log lines to the audit trail. */
export const CHANNEL = 'channel';
