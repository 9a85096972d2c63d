# The shell completions: written by the zref just linked, from its own
# command definitions (zref completions bash|zsh|fish), into
# build/completions/, which the install() rules of CMakeLists.txt install.
# Every build of the zref target writes them again, so they always list the
# commands and options of the zref installed beside them.
#
# Included from CMakeLists.txt after the zref target; also run as a script
# (cmake -DZREF=... -DOUT_DIR=... -P cmake/completions.cmake) to write them.
if(CMAKE_SCRIPT_MODE_FILE)
  file(MAKE_DIRECTORY "${OUT_DIR}")
  foreach(shell_file "bash;zref.bash" "zsh;_zref" "fish;zref.fish")
    list(GET shell_file 0 shell)
    list(GET shell_file 1 name)
    # Written beside and renamed, so a failed run leaves no half script.
    execute_process(COMMAND "${ZREF}" completions ${shell}
                    OUTPUT_FILE "${OUT_DIR}/${name}.new" ERROR_VARIABLE err RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
      file(REMOVE "${OUT_DIR}/${name}.new")
      message(FATAL_ERROR "zref completions ${shell} failed (${status}): ${err}")
    endif()
    file(RENAME "${OUT_DIR}/${name}.new" "${OUT_DIR}/${name}")
  endforeach()
  return()
endif()

set(ZREF_COMPLETIONS_DIR ${CMAKE_BINARY_DIR}/completions)
add_custom_command(TARGET zref POST_BUILD
  COMMAND ${CMAKE_COMMAND} -DZREF=$<TARGET_FILE:zref> -DOUT_DIR=${ZREF_COMPLETIONS_DIR}
          -P ${CMAKE_CURRENT_LIST_DIR}/completions.cmake
  COMMENT "Writing the bash, zsh and fish completions (zref completions)"
  VERBATIM)
