import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Starts a judged Java program without its class files on disk (core/judge/sandbox.ts). The
 * sandbox copies the compiled classes into /tmp/.program; this reads them, deletes the file and
 * defines the classes from memory, so the student's code (run next, inside the hidden driver)
 * finds neither the driver's source nor its class files. The classes are not offered as
 * resources either. An uncaught exception is printed as the JVM would, without this launcher's
 * reflection frames.
 *
 * /tmp/.program: the main class's name, a count n, then n × (binary name, class bytes); each
 * name or class is a 4-byte big-endian length and its bytes (names in UTF-8).
 */
public final class KodeSchoolJudgeLauncher extends ClassLoader {
  private final Map<String, byte[]> classes;

  private KodeSchoolJudgeLauncher(Map<String, byte[]> classes) {
    super(KodeSchoolJudgeLauncher.class.getClassLoader());
    this.classes = classes;
  }

  @Override
  protected Class<?> findClass(String name) throws ClassNotFoundException {
    byte[] bytes = classes.remove(name);
    if (bytes == null) throw new ClassNotFoundException(name);
    return defineClass(name, bytes, 0, bytes.length);
  }

  public static void main(String[] args) throws Exception {
    Path file = Path.of("/tmp/.program");
    Map<String, byte[]> classes = new HashMap<>();
    String mainName;
    try (DataInputStream in =
        new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
      mainName = new String(chunk(in), StandardCharsets.UTF_8);
      int count = in.readInt();
      for (int i = 0; i < count; i++) {
        classes.put(new String(chunk(in), StandardCharsets.UTF_8), chunk(in));
      }
    }
    Files.delete(file);
    try {
      Class<?> main = Class.forName(mainName, true, new KodeSchoolJudgeLauncher(classes));
      Method run = main.getMethod("main", String[].class);
      run.setAccessible(true);
      run.invoke(null, (Object) new String[0]);
    } catch (InvocationTargetException e) {
      die(e.getCause());
    } catch (ExceptionInInitializerError e) {
      die(e);
    } catch (ClassNotFoundException | NoSuchMethodException e) {
      System.err.println("Error: no main method found in class " + mainName);
      System.exit(1);
    }
  }

  private static byte[] chunk(DataInputStream in) throws java.io.IOException {
    byte[] bytes = new byte[in.readInt()];
    in.readFully(bytes);
    return bytes;
  }

  /** Prints the exception as an uncaught one and ends the program with status 1. */
  private static void die(Throwable t) {
    for (Throwable c = t; c != null; c = c.getCause()) trim(c);
    System.err.print("Exception in thread \"main\" ");
    t.printStackTrace();
    System.exit(1);
  }

  /** Drops the frames from the reflective call into the program down (this launcher's). */
  private static void trim(Throwable t) {
    List<StackTraceElement> kept = new ArrayList<>();
    for (StackTraceElement e : t.getStackTrace()) {
      String c = e.getClassName();
      if (c.startsWith("jdk.internal.reflect.")
          || c.startsWith("java.lang.reflect.")
          || c.equals(KodeSchoolJudgeLauncher.class.getName())) break;
      kept.add(e);
    }
    t.setStackTrace(kept.toArray(new StackTraceElement[0]));
  }
}
