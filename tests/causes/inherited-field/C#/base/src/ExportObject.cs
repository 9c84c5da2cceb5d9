public class ExportObject : BusObject, System.IDisposable
{
    public ExportObject(Connection conn) : base(conn)
    {
    }

    public void Reply(string msg)
    {
        conn.Send(msg);
    }

    public void Dispose()
    {
    }
}
