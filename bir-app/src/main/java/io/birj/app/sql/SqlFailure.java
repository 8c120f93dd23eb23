package io.birj.app.sql;

import java.sql.SQLException;

/** An {@link SQLException} from inside a row sink, which cannot throw it. */
public final class SqlFailure extends RuntimeException {
  private static final long serialVersionUID = 1L;

  SqlFailure(SQLException cause) {
    super(cause.getMessage(), cause);
  }

  @Override
  public synchronized SQLException getCause() {
    return (SQLException) super.getCause();
  }
}
