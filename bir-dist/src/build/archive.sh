#!/bin/sh
# archive.sh STAGE_PARENT NAME: makes STAGE_PARENT/NAME.tar.gz of STAGE_PARENT/NAME, the launcher
# executable (the resources plugin that copied it keeps no file modes).
set -eu
cd "$1"
chmod 755 "$2/bin/bir"
rm -f "$2.tar.gz"
tar -czf "$2.tar.gz" "$2"
