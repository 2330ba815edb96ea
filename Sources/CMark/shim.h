#ifndef WORKBOOK_CMARK_SHIM_H
#define WORKBOOK_CMARK_SHIM_H
#include <cmark.h>
#endif
