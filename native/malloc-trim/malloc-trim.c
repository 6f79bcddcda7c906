/*
 * One function for the server (src/server/malloc-trim.ts): trim() asks glibc's malloc to hand
 * the free memory it keeps back to the system (malloc_trim(0): every arena, free pages in the
 * middle of a heap as well as at its top) and answers whether any was. Where malloc is not
 * glibc's (macOS, musl) it does nothing and answers false.
 */
#include <stdlib.h>
#include <node_api.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

static napi_value Trim(napi_env env, napi_callback_info info) {
  (void)info;
  int released = 0;
#if defined(__GLIBC__)
  released = malloc_trim(0);
#endif
  napi_value result;
  napi_get_boolean(env, released == 1, &result);
  return result;
}

NAPI_MODULE_INIT() {
  napi_value trim;
  if (napi_create_function(env, "trim", NAPI_AUTO_LENGTH, Trim, NULL, &trim) != napi_ok) return NULL;
  if (napi_set_named_property(env, exports, "trim", trim) != napi_ok) return NULL;
  return exports;
}
