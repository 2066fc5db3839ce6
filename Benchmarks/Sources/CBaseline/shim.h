#include <pango/pangocairo.h>
#include <malloc.h>  // mallinfo2: the table benchmark's memory figure.
