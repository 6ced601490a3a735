"""Prints ms_toollib's counters of one video (argv[1]) at moments of the game (argv[2:], in
milliseconds from the file's first event: ms_toollib's clock starts at the game's first
press, `video_start_time` before it), as JSON: one object a moment, each counter under the name
ms_toollib gives it (which is the name in our table: engine/src/counters/table.rs). Run by
engine/tests/videos.rs (an unfinished game's counters are what was done so far).
"""
import json
import math
import os
import sys

import ms_toollib as ms

READERS = {".avf": ms.AvfVideo, ".rmv": ms.RmvVideo, ".mvf": ms.MvfVideo, ".evf": ms.EvfVideo}
NAMES = ["time", "etime", "bbbv", "bbbv_solved", "bbbv_s", "cl", "left", "right", "double",
         "ce", "lce", "rce", "dce", "flag", "ioe", "corr", "thrp", "stnb", "path"]


def finite(x):
    """JSON has no infinity or NaN: ms_toollib's divisions by zero become null."""
    return x if not isinstance(x, float) or math.isfinite(x) else None


path = sys.argv[1]
video = READERS[os.path.splitext(path)[1].lower()](path)
video.parse()
video.analyse()
out = []
for ms_at in sys.argv[2:]:
    video.current_time = int(ms_at) / 1000 + video.video_start_time
    out.append({name: finite(getattr(video, name)) for name in NAMES})
print(json.dumps(out))
